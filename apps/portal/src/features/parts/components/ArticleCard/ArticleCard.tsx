import type { Articulo, DetalleArticulo } from '@socios/api';
import { formatEuro, splitAttributes, splitOeNumbers } from '@socios/domain';
import { IconButton, SearchIcon, Select, Text } from '@socios/ui';
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
}

const StyledArticle = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
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
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(1, 3)};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    dl {
      grid-template-columns: minmax(0, 1fr);
    }
    dd {
      margin-bottom: ${({ theme }) => theme.spacing(1)};
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
    grid-auto-flow: column;
    justify-content: start;
    gap: ${({ theme }) => theme.spacing(3)};
  }
`;


const FLAGS = ['Blanca', 'Destacada', 'Nexus', 'Homologada'] as const;

/**
 * One article of the parts list (001 §2.10): reference, generic name, the Blanca/Destacada/Nexus/Homologada flags,
 * a search button, PVP and — when the user may see it — the group's net; expanded, its EAN, attributes, commercial
 * equivalents and a dropdown of OE references that searches the one chosen.
 */
export function ArticleCard({ article, detail, expanded, onSearch }: ArticleCardProps) {
  const oe = splitOeNumbers(detail?.Art_OEN_Numeros ?? []);
  const flags = FLAGS.filter((f) => article[f]);
  return (
    <StyledArticle aria-label={`${article.brandNameField} ${article.articleNoField}`}>
      <div>
        <header>
          <strong>{article.articleNoField}</strong>
          <span>{article.genericArticleNameField}</span>
          {flags.length ? <Text as="span" tone="primary" size="sm">{flags.join(' · ')}</Text> : null}
          <IconButton label={`Buscar la referencia ${article.articleNoField}`} size="sm" variant="ghost" icon={<SearchIcon size={14} />} onClick={() => onSearch(article.articleNoField)} />
        </header>
        {expanded ? (
          detail ? (
            <dl>
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
                      options={[{ value: '', label: `${oe.length} referencias OE` }, ...oe.map((o) => ({ value: o.reference, label: `${o.brand} ${o.reference}`.trim() }))]}
                    />
                  </dd>
                </>
              ) : null}
            </dl>
          ) : (
            <Text tone="muted" size="sm">
              Cargando los datos del artículo…
            </Text>
          )
        ) : null}
      </div>
      <StyledPrices>
        <span>PVP {formatEuro(article.PVP)}</span>
        {article.Neto !== null ? <strong>Neto {formatEuro(article.Neto)}</strong> : null}
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

