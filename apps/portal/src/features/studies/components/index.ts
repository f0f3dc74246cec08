// The market studies' own widgets (each with its stories, shown in Storybook under Áreas/Estudios).
export * from './ConsumptionTable';
export * from './DiscountEditor';
export * from './StudySelector';
export * from './TierTable';
