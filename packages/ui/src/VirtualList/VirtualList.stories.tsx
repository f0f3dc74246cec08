import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { EmptyState } from '../EmptyState';
import { VirtualList } from './VirtualList';

interface Person {
  id: number;
  name: string;
}

const PEOPLE: Person[] = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, name: `Contacto ${String(i + 1).padStart(5, '0')}` }));

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  height: 100%;
  padding: ${({ theme }) => theme.spacing(0, 3)};
  border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
`;

function Row({ person }: { person: Person }) {
  return <StyledRow>{person.name}</StyledRow>;
}

const meta = {
  title: 'Datos/VirtualList',
  component: VirtualList<Person>,
  tags: ['autodocs'],
  args: {
    items: PEOPLE,
    getKey: (p: Person) => p.id,
    renderItem: (p: Person) => <Row person={p} />,
    rowHeight: 40,
    label: 'Contactos',
    height: '400px',
  },
} satisfies Meta<typeof VirtualList<Person>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Diez mil filas: solo se dibujan las visibles. */
export const TenThousandRows: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Contactos' });
    // 400 px / 40 px = 10 visible rows, plus 4 overscan rows below.
    await waitFor(() => expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(0));
    await expect(canvas.getAllByRole('listitem').length).toBeLessThanOrEqual(10 + 8);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '10000');
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(canvas.getByText('Contacto 10000')).toBeVisible());
    await expect(canvas.getAllByRole('listitem').length).toBeLessThanOrEqual(10 + 8);
  },
};

/** En rejilla, tantas columnas como quepan. */
export const Grid: Story = {
  tags: ['!autodocs'],
  args: { minColumnWidth: 220, gap: 12, rowHeight: 96, items: PEOPLE.slice(0, 500) },
  decorators: [
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(0));
    const items = canvas.getAllByRole('listitem');
    // 720 px wide: three columns of at least 220 px share a row.
    const tops = new Set(items.slice(0, 3).map((el) => Math.round(el.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(Math.round(items[3]!.getBoundingClientRect().top)).toBeGreaterThan([...tops][0]!);
  },
};

/** Sin elementos muestra el estado vacío. */
export const Empty: Story = {
  tags: ['!autodocs'],
  args: { items: [], empty: <EmptyState title="No hay contactos" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay contactos')).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

function FilteredGrid() {
  const [text, setText] = useState('');
  const shown = PEOPLE.slice(0, 200).filter((p) => p.name.includes(text));
  return (
    <div style={{ width: 720 }}>
      <input aria-label="Buscar" value={text} onChange={(e) => setText(e.target.value)} />
      <VirtualList
        items={shown}
        getKey={(p) => p.id}
        renderItem={(p) => <Row person={p} />}
        rowHeight={96}
        minColumnWidth={220}
        gap={12}
        label="Contactos"
        height="400px"
        empty={<EmptyState title="No hay contactos" />}
      />
    </div>
  );
}

/** A search with no result shows the empty state; clearing it brings the grid back with its columns. */
export const RecoversAfterEmpty: Story = {
  tags: ['!autodocs'],
  render: () => <FilteredGrid />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Contacto 00003')).toBeVisible());
    await userEvent.type(canvas.getByRole('textbox', { name: 'Buscar' }), 'zzzqqq');
    await expect(canvas.getByText('No hay contactos')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Buscar' }));
    await waitFor(() => expect(canvas.getByText('Contacto 00003')).toBeVisible());
    const items = canvas.getAllByRole('listitem');
    const tops = new Set(items.slice(0, 3).map((el) => Math.round(el.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(items.length).toBeGreaterThan(3);
  },
};

/** `scroll="window"`: no inner scroll box; the list is as tall as its rows and only the rows near the view are drawn. */
export const WindowScroll: Story = {
  tags: ['!autodocs'],
  args: { scroll: 'window', items: PEOPLE.slice(0, 2_000) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Contacto 00001')).toBeVisible());
    await expect(canvas.getByRole('list', { name: 'Contactos' }).getBoundingClientRect().height).toBe(2_000 * 40);
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(60);
  },
};

function Batches() {
  const [count, setCount] = useState(40);
  return (
    <VirtualList
      items={PEOPLE.slice(0, count)}
      getKey={(p) => p.id}
      renderItem={(p) => <Row person={p} />}
      rowHeight={40}
      label="Contactos por lotes"
      height="400px"
      onEndReached={() => setCount((c) => Math.min(PEOPLE.length, c + 40))}
    />
  );
}

/** Por lotes: la lista empieza con 40 elementos y añade otros 40 cada vez que se llega al final (onEndReached). */
export const GrowsInBatches: Story = {
  tags: ['!autodocs'],
  render: () => <Batches />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = () => canvas.getAllByRole('listitem')[0]!;
    await expect(first()).toHaveAttribute('aria-setsize', '40');
    const region = canvas.getByRole('region', { name: 'Contactos por lotes' });
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(first()).toHaveAttribute('aria-setsize', '80'));
  },
};

const StyledTallCard = styled.article<{ $tall: boolean }>`
  min-height: ${({ $tall, theme }) => ($tall ? theme.spacing(24) : '0')};
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
`;

/** Filas más altas que rowHeight (una de cada tres mide 96 px): se miden, y ninguna tapa a la siguiente. */
export const MeasuredRows: Story = {
  tags: ['!autodocs'],
  args: {
    items: PEOPLE.slice(0, 60),
    rowHeight: 40,
    gap: 8,
    renderItem: (p: Person) => (
      <StyledTallCard $tall={p.id % 3 === 0}>
        {p.name}
        {p.id % 3 === 0 ? ' — Frenos, embragues, filtros, amortiguadores, baterías, lubricantes, neumáticos y escobillas' : ''}
      </StyledTallCard>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = () => canvas.getAllByRole('article').map((a) => a.getBoundingClientRect());
    await waitFor(() => expect(boxes().length).toBeGreaterThan(3));
    await waitFor(() => {
      const all = boxes();
      for (let i = 1; i < all.length; i += 1) expect(all[i]!.top).toBeGreaterThanOrEqual(all[i - 1]!.bottom);
    });
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  args: { items: PEOPLE.slice(0, 50), height: '200px' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Contacto 00001')).toBeVisible());
  },
};
