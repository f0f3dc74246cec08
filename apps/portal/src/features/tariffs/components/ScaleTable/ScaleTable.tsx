import type { EscaladoCondicion } from '@socios/api';
import { formatEuro, formatPercent } from '@socios/domain';
import styled from 'styled-components';

export interface ScaleTableProps {
  /** The scales of a condition, lowest first. */
  scales: readonly EscaladoCondicion[];
  /** Accessible name (the condition's title). */
  caption: string;
}

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    padding-bottom: ${({ theme }) => theme.spacing(2)};
    text-align: start;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing(2, 3)};
    border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
    text-align: end;
  }
  th:first-child,
  td:first-child {
    text-align: start;
  }
  thead th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  tr[data-mine='true'] td {
    background: ${({ theme }) => theme.color.primarySubtle};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const StyledMine = styled.span`
  margin-left: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(0, 2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The scales of a product condition (CNDS_TIPO 2): consumption from, up to and the value of each, with the member's
 * own range highlighted and labelled 'Su tramo' (rangoUsuario, set by the server with the domain's rule).
 */
export function ScaleTable({ scales, caption }: ScaleTableProps) {
  return (
    <StyledTable>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Consumo desde</th>
          <th scope="col">Hasta</th>
          <th scope="col">Valor</th>
        </tr>
      </thead>
      <tbody>
        {scales.map((s) => (
          <tr key={s.CNDSE_ID} data-mine={s.rangoUsuario} aria-current={s.rangoUsuario ? 'true' : undefined}>
            <td>
              {formatEuro(s.CNDSE_INI)}
              {s.rangoUsuario ? <StyledMine>Su tramo</StyledMine> : null}
            </td>
            <td>{s.CNDSE_FIN === null ? 'Sin límite' : formatEuro(s.CNDSE_FIN)}</td>
            <td>{formatPercent(s.CNDSE_VALOR)}</td>
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}
