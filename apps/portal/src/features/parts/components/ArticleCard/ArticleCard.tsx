import type { Articulo, DetalleArticulo } from '@socios/api';
import { formatEuro, splitAttributes, splitOeNumbers, tyreLabelOf } from '@socios/domain';
import { Dialog, Facts, IconButton, ImagePreview, SearchIcon, Select, Text, TyreLabel } from '@socios/ui';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';

export interface ArticleCardProps {
  /** The article of the list. */
  article: Articulo;
  /** Its details, once the visible page's have come (GetDescripcionesArticulos). */
  detail?: DetalleArticulo | undefined;
  /** Expanded shows the details; compact, the reference, name, flags and prices only. */
  expanded: boolean;
  /** Called with a reference to search: the article's own (the search button) or an OE number (the dropdown). */
  onSearch: (reference: string) => void;
  /** The stock-location button (001 §2.10), given by the page: it opens the stock modal of the other members. */
  stockAction?: ReactNode;
}

const StyledArticle = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  &[data-picture] {
    grid-template-columns: auto minmax(0, 1fr) auto;
  }
  gap: ${({ theme }) => theme.spacing(1, 4)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.spacing(2)};
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    &[data-picture] {
      grid-template-columns: auto minmax(0, 1fr);
    }
  }
`;

const StyledPrices = styled.div`
  display: grid;
  align-content: start;
  justify-items: end;
  gap: ${({ theme }) => theme.spacing(1)};
  font-variant-numeric: tabular-nums;
  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
    grid-auto-flow: column;
    justify-content: start;
    gap: ${({ theme }) => theme.spacing(3)};
  }
`;

/** The thumbnail: a button that shows the picture large. */
const StyledThumbnail = styled.button`
  align-self: start;
  justify-self: start;
  padding: 0;
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  cursor: zoom-in;
  overflow: hidden;
  img {
    display: block;
    width: ${({ theme }) => theme.spacing(22)};
    height: ${({ theme }) => theme.spacing(22)};
  }
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadow.focus};
    outline: none;
  }
  ${({ theme }) => theme.media.mobile} {
    img {
      width: ${({ theme }) => theme.spacing(16)};
      height: ${({ theme }) => theme.spacing(16)};
    }
  }
`;

const FLAGS = ['Blanca', 'Destacada', 'Nexus', 'Homologada'] as const;

/**
 * One article of the parts list (001 §2.10): reference, generic name, the Blanca/Destacada/Nexus/Homologada flags,
 * a search button, PVP and — when the user may see it — the group's net; expanded, its picture (a thumbnail that
 * opens it large), EAN, attributes, commercial equivalents and a dropdown of OE references that searches the one chosen;
 * a tyre shows its EU label (a popover) once its details have come.
 */
export function ArticleCard({ article, detail, expanded, onSearch, stockAction }: ArticleCardProps) {
  const oe = splitOeNumbers(detail?.Art_OEN_Numeros ?? []);
  const flags = FLAGS.filter((f) => article[f]);
  const [enlarged, setEnlarged] = useState(false);
  const thumbnail = expanded ? detail?.Art_Thumbnails[0] : undefined;
  const name = `${article.brandNameField} ${article.articleNoField}`;
  const tyre = detail ? tyreLabelOf(splitAttributes(detail.Art_Atributos)) : null;
  return (
    <StyledArticle aria-label={name} data-picture={thumbnail ? '' : undefined}>
      {thumbnail ? (
        <StyledThumbnail type="button" aria-label={`Ver la imagen de ${name}`} onClick={() => setEnlarged(true)}>
          <img src={thumbnail} alt="" loading="lazy" width={88} height={88} />
        </StyledThumbnail>
      ) : null}
      {detail?.Art_Img ? (
        <Dialog open={enlarged} onClose={() => setEnlarged(false)} title={`${name} · ${article.genericArticleNameField}`}>
          <ImagePreview size="full" src={detail.Art_Img} alt={`${article.genericArticleNameField} ${name}`} />
        </Dialog>
      ) : null}
      <div>
        <header>
          <strong>{article.articleNoField}</strong>
          <span>{article.genericArticleNameField}</span>
          {flags.length ? (
            <Text as="span" tone="primary" size="sm">
              {flags.join(' · ')}
            </Text>
          ) : null}
          {tyre ? <TyreLabel {...tyre} of={name} /> : null}
          <IconButton
            label={`Buscar la referencia ${article.articleNoField}`}
            size="sm"
            variant="ghost"
            icon={<SearchIcon size={14} />}
            onClick={() => onSearch(article.articleNoField)}
          />
        </header>
        {expanded ? (
          detail ? (
            <Facts size="sm" stackOnMobile>
              <dt>EAN</dt>
              <dd>{detail.Art_EAN ?? '(Sin especificar)'}</dd>
              {splitAttributes(detail.Art_Atributos).map((a) => (
                <AttributeRow key={`${a.name}:${a.value}`} name={a.name || 'Dato'} value={a.value} />
              ))}
              {detail.Art_Equivalencias ? (
                <>
                  <dt>Equivalencias</dt>
                  <dd>{detail.Art_Equivalencias.split('|').join(', ')}</dd>
                </>
              ) : null}
              {oe.length ? (
                <>
                  <dt>Referencias OE</dt>
                  <dd>
                    <Select
                      label="Buscar referencia OE"
                      labelHidden
                      value=""
                      onChange={(e) => e.target.value && onSearch(e.target.value)}
                      options={[
                        { value: '', label: oe.length === 1 ? '1 referencia OE' : `${oe.length} referencias OE` },
                        ...oe.map((o) => ({ value: o.reference, label: `${o.brand} ${o.reference}`.trim() })),
                      ]}
                    />
                  </dd>
                </>
              ) : null}
            </Facts>
          ) : (
            <Text tone="muted" size="sm">
              Cargando los datos del artículo…
            </Text>
          )
        ) : null}
      </div>
      <StyledPrices>
        {article.PVP > 0 ? <span>PVP {formatEuro(article.PVP)}</span> : <span title="Sin PVP en las tarifas del grupo">PVP —</span>}
        {article.Neto !== null ? <strong>Neto {formatEuro(article.Neto)}</strong> : null}
        {stockAction}
      </StyledPrices>
    </StyledArticle>
  );
}

function AttributeRow({ name, value }: { name: string; value: string }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </>
  );
}
