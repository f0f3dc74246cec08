// Stylesheets of the shipped fonts (GlobalStyle.ts): Vite adds each sheet, and the font files it names, to the app.
declare module '@fontsource/*.css';
