import { DocumentIcon, DownloadIcon, FavouriteButton, focusRing, IconButton, ShareIcon, Text, type ViewMode } from '@socios/ui';
import styled, { css } from 'styled-components';

/** What a document row or card shows. */
export interface DocumentItemData {
  id: number;
  name: string;
  description: string | null;
  /** Upload date, DD/MM/YYYY. */
  date: string;
  type: string;
  category: string | null;
  folder: string | null;
  extension: string;
  favourite: boolean;
}

export interface DocumentItemProps {
  item: DocumentItemData;
  /** List row ('list') or mosaic card ('cards'). */
  variant?: ViewMode;
  onDownload: () => void;
  onShare: () => void;
  onToggleFavourite: () => void;
  /** While a favourite change runs. */
  favouriteBusy?: boolean;
}

const StyledItem = styled.article<{ $variant: ViewMode }>`
  display: flex;
  gap: ${({ theme }) => theme.spacing(3)};
  height: 100%;
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  ${({ $variant }) =>
    $variant === 'cards'
      ? css`
          flex-direction: column;
        `
      : css`
          /* On a phone the actions go under the text, which keeps the card's width. */
          flex-wrap: wrap;
          align-items: center;
        `}
  > svg {
    flex: none;
    color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1 1 12rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  button:focus-visible {
    ${focusRing}
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex: none;
  margin-left: auto;
  gap: ${({ theme }) => theme.spacing(1)};
  align-items: center;
`;

/** The file type, with the extension when the type does not already say it ('Hoja de cálculo (CSV)', 'PDF'). */
const typeLabel = (item: DocumentItemData) =>
  item.type.toUpperCase() === item.extension.toUpperCase() ? item.type : `${item.type} (${item.extension.toUpperCase()})`;

/** A document of the library: name, description, type · category · folder · date, download, share and favourite. */
export function DocumentItem({ item, variant = 'list', onDownload, onShare, onToggleFavourite, favouriteBusy = false }: DocumentItemProps) {
  return (
    <StyledItem $variant={variant} aria-labelledby={`documento-${item.id}`}>
      <DocumentIcon size={28} />
      <StyledBody>
        <h3 id={`documento-${item.id}`}>{item.name}</h3>
        {item.description ? (
          <Text size="sm" tone="muted" truncate>
            {item.description}
          </Text>
        ) : null}
        <Text size="sm" tone="muted" truncate>
          {[typeLabel(item), item.category, item.folder, `Subido el ${item.date}`].filter(Boolean).join(' · ')}
        </Text>
      </StyledBody>
      <StyledActions>
        <IconButton label={`Descargar ${item.name}`} icon={<DownloadIcon />} onClick={onDownload} />
        <IconButton label={`Compartir ${item.name}`} icon={<ShareIcon />} onClick={onShare} />
        <FavouriteButton isFavourite={item.favourite} loading={favouriteBusy} onToggle={onToggleFavourite} />
      </StyledActions>
    </StyledItem>
  );
}
