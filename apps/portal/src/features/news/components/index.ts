// The news area's own widgets (each with its stories, shown in Storybook under Áreas/Noticias).
export * from './NewsCard';
