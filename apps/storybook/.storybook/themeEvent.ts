/** Event the visual tests send to show the rendered story in the other theme (preview.tsx listens, vitest.setup.ts sends). */
export const THEME_EVENT = 'socios:theme';
