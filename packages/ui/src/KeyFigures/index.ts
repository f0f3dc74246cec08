export { type KeyFigure, KeyFigures, type KeyFiguresProps, type Trend } from './KeyFigures';
