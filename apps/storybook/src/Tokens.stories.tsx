import { lightTheme, type Theme } from '@socios/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled, { useTheme } from 'styled-components';

const StyledSection = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing(6)};
`;

const StyledHeading = styled.h2`
  margin: ${({ theme }) => theme.spacing(0, 0, 3)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(6, 1fr);
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledSwatch = styled.span<{ $color: string }>`
  display: block;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $color }) => $color};
`;

const StyledName = styled.code`
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledSpace = styled.span<{ $size: string }>`
  display: inline-block;
  width: ${({ $size }) => $size};
  height: 12px;
  margin-right: ${({ theme }) => theme.spacing(2)};
  background: ${({ theme }) => theme.color.primary};
`;

/** Every design token, rendered: colours, type scale, spacing, radii and shadows. */
function TokenSheet() {
  const theme = useTheme();
  const colors = Object.entries(theme.color) as [keyof Theme['color'], string][];
  return (
    <div>
      <StyledSection aria-labelledby="tokens-colores">
        <StyledHeading id="tokens-colores">Colores</StyledHeading>
        <StyledGrid>
          {colors.map(([name, value]) => (
            <li key={name}>
              <StyledSwatch $color={value} />
              <StyledName>color.{name}</StyledName>
            </li>
          ))}
          {Object.entries(theme.band).map(([name, value]) => (
            <li key={name}>
              <StyledSwatch $color={value} />
              <StyledName>band.{name}</StyledName>
            </li>
          ))}
        </StyledGrid>
      </StyledSection>
      <StyledSection aria-labelledby="tokens-tipografia">
        <StyledHeading id="tokens-tipografia">Tipografía</StyledHeading>
        {Object.entries(theme.font.size).map(([name, size]) => (
          <p key={name} style={{ fontSize: size, margin: '4px 0' }}>
            font.size.{name} ({size}): Recambios para el taller
          </p>
        ))}
      </StyledSection>
      <StyledSection aria-labelledby="tokens-espaciado">
        <StyledHeading id="tokens-espaciado">Espaciado, radios y sombras</StyledHeading>
        {[1, 2, 3, 4, 6, 8, 12].map((step) => (
          <div key={step}>
            <StyledSpace $size={theme.spacing(step)} />
            <StyledName>
              spacing({step}) = {theme.spacing(step)}
            </StyledName>
          </div>
        ))}
        <StyledGrid style={{ marginTop: 16 }}>
          {Object.entries(theme.radius).map(([name, radius]) => (
            <li key={name} style={{ borderRadius: radius, boxShadow: theme.shadow.md, padding: 12 }}>
              <StyledName>radius.{name}</StyledName>
            </li>
          ))}
          {Object.entries(theme.shadow).map(([name, shadow]) => (
            <li key={name} style={{ boxShadow: shadow, padding: 12 }}>
              <StyledName>shadow.{name}</StyledName>
            </li>
          ))}
        </StyledGrid>
      </StyledSection>
      <StyledSection aria-labelledby="tokens-tamanos">
        <StyledHeading id="tokens-tamanos">Tamaños de controles y bordes</StyledHeading>
        {Object.entries(theme.size.control).map(([name, height]) => (
          <div key={name}>
            <StyledSpace $size={height} style={{ height }} />
            <StyledName>
              size.control.{name} = {height}
            </StyledName>
          </div>
        ))}
        <StyledGrid style={{ marginTop: 16 }}>
          {Object.entries(theme.borderWidth).map(([name, width]) => (
            <li key={name} style={{ border: `${width} solid ${theme.color.borderStrong}`, padding: 12 }}>
              <StyledName>
                borderWidth.{name} = {width}
              </StyledName>
            </li>
          ))}
        </StyledGrid>
      </StyledSection>
    </div>
  );
}

const meta = {
  title: 'Fundamentos/Tokens',
  component: TokenSheet,
  tags: ['autodocs'],
} satisfies Meta<typeof TokenSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Colores' })).toBeVisible();
    await expect(canvas.getByText('color.primary')).toBeVisible();
  },
};

/** Las constantes de la especificación (tiempos, límites) que el tema expone. */
export const SpecConstants: Story = {
  play: async () => {
    await expect(lightTheme.breakpoint).toEqual({ mobile: 425, narrow: 1000, tablet: 1200 });
    await expect(lightTheme.duration.sidebar).toBe(150);
    await expect(lightTheme.duration.route).toBe(600);
    await expect(lightTheme.sidebar).toEqual({ expanded: 260, collapsed: 70, mobile: 0, dragCloseThreshold: -150 });
    await expect(lightTheme.size.control).toEqual({ sm: '32px', md: '40px', lg: '48px' });
    await expect(lightTheme.spacing(2)).toBe('8px');
    await expect(lightTheme.spacing(1, 3)).toBe('4px 12px');
  },
};
