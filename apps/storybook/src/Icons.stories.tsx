import * as ui from '@socios/ui';
import type { Icon } from '@socios/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';

/** Every icon the design system exports (`…Icon`), by name, at the two sizes the portal uses. */
const ICONS = Object.entries(ui)
  .filter(([name, value]) => name.endsWith('Icon') && name !== 'SvgIcon' && typeof value === 'function')
  .sort(([a], [b]) => a.localeCompare(b)) as [string, Icon][];

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.spacing(36)}, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function IconGallery() {
  return (
    <StyledGrid aria-label="Iconos">
      {ICONS.map(([name, IconComponent]) => (
        <StyledItem key={name}>
          <IconComponent size={16} aria-hidden="true" />
          <IconComponent size={24} aria-hidden="true" />
          <code>{name}</code>
        </StyledItem>
      ))}
    </StyledGrid>
  );
}

const meta = {
  title: 'Fundamentos/Iconos',
  component: IconGallery,
  parameters: {
    docs: {
      description: {
        component:
          'Los iconos de `@socios/ui` (trazo de 1,5, `currentColor`, decorativos salvo que lleven etiqueta). Se importan por su nombre: `import { NewsIcon } from "@socios/ui"`; `size` en px (20 por defecto).',
      },
    },
  },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Todos los iconos, a 16 y 24 px, con su nombre. */
export const Catalog: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.length).toBe(ICONS.length);
    await expect(items.length).toBeGreaterThan(20);
  },
};
