// The browser bundle of exceljs (everything it needs included) has the package's own types.
declare module 'exceljs/dist/exceljs.min.js' {
  import ExcelJS from 'exceljs';
  export default ExcelJS;
}
