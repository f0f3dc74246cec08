import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tag, TagList } from './TagList';

const meta = {
  title: 'Datos/TagList',
  component: TagList,
  tags: ['autodocs'],
  args: { 'aria-label': 'Marcas' },
  render: (args) => (
    <TagList {...args}>
      <Tag tone="success" strong>
        Homologado
      </Tag>
      <Tag tone="primary" strong>
        Nexus
      </Tag>
      <Tag>Bosch</Tag>
      <Tag>Valeo</Tag>
      <Tag tone="primary">
        <a href="#mann-filter">Mann-Filter</a>
      </Tag>
    </TagList>
  ),
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Las etiquetas son una lista con nombre; una etiqueta puede ser un enlace. */
export const ListOfTags: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Marcas' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Homologado', 'Nexus', 'Bosch', 'Valeo', 'Mann-Filter']);
    await expect(within(list).getByRole('link', { name: 'Mann-Filter' })).toHaveAttribute('href', '#mann-filter');
  },
};

/** Neutra, destacada, de éxito y enlace; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(5);
  },
};
