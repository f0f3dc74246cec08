import { ActionCard, DocumentIcon, DownloadIcon, FavouriteButton, IconButton, ShareIcon, Text, type ViewMode } from '@socios/ui';

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

/** The file type, with the extension when the type does not already say it ('Hoja de cálculo (CSV)', 'PDF'). */
const typeLabel = (item: DocumentItemData) =>
  item.type.toUpperCase() === item.extension.toUpperCase() ? item.type : `${item.type} (${item.extension.toUpperCase()})`;

/** A document of the library: name, description, type · category · folder · date, download, share and favourite. */
export function DocumentItem({ item, variant = 'list', onDownload, onShare, onToggleFavourite, favouriteBusy = false }: DocumentItemProps) {
  return (
    <ActionCard
      variant={variant}
      icon={<DocumentIcon size={28} />}
      title={item.name}
      titleId={`documento-${item.id}`}
      actions={
        <>
          <IconButton label={`Descargar ${item.name}`} icon={<DownloadIcon />} onClick={onDownload} />
          <IconButton label={`Compartir ${item.name}`} icon={<ShareIcon />} onClick={onShare} />
          <FavouriteButton isFavourite={item.favourite} loading={favouriteBusy} onToggle={onToggleFavourite} />
        </>
      }
    >
      {item.description ? (
        <Text size="sm" tone="muted" truncate>
          {item.description}
        </Text>
      ) : null}
      <Text size="sm" tone="muted" truncate>
        {[typeLabel(item), item.category, item.folder, `Subido el ${item.date}`].filter(Boolean).join(' · ')}
      </Text>
    </ActionCard>
  );
}
