import styled, { useTheme } from 'styled-components';
import { BAND_LEGEND, consumptionColours } from './chartTheme';

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(1, 3)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1)};
  }
`;

const StyledSwatch = styled.span<{ $colour: string }>`
  width: ${({ theme }) => theme.spacing(2.5)};
  height: ${({ theme }) => theme.spacing(2.5)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $colour }) => $colour};
`;

/**
 * The chart's legend in HTML, with the same colours as the columns (chartTheme): the previous year, then the
 * current year's columns by colour band of their month's percentage of the previous year (and the plain colour of
 * a month with consumption and none the year before, when there is one).
 */
export function ConsumptionLegend({ year, withoutBase }: { year: number; withoutBase: boolean }) {
  const colours = consumptionColours(useTheme());
  return (
    <StyledLegend aria-label="Leyenda del gráfico">
      <li>
        <StyledSwatch $colour={colours.previous} aria-hidden="true" />
        {year - 1}
      </li>
      {BAND_LEGEND.map(({ band, label }) => (
        <li key={band}>
          <StyledSwatch $colour={colours.band[band]} aria-hidden="true" />
          {`${year}: ${label}`}
        </li>
      ))}
      {withoutBase ? (
        <li>
          <StyledSwatch $colour={colours.current} aria-hidden="true" />
          {`${year}: sin consumo en ${year - 1}`}
        </li>
      ) : null}
    </StyledLegend>
  );
}
