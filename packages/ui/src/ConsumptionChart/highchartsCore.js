// The part of Highcharts the consumption charts use (so that no route carries over 250 KiB of JavaScript): Highcharts' own ES
// module core files, composed as its master file (es-modules/masters/highcharts.src.js) does, with only the column
// series, category and linear axes, the shared HTML tooltip and the pointer. Not included: line, area, scatter and
// bar and pie series, stacking, logarithmic and date-time axes, overlapping-label handling, the scrollable plot area. Add a
// module here, as the master does, before a chart uses a feature that needs it; the chart stories' screenshots show
// what is drawn.
import Chart from 'highcharts/es-modules/Core/Chart/Chart.js';
import Axis from 'highcharts/es-modules/Core/Axis/Axis.js';
import PlotLineOrBand from 'highcharts/es-modules/Core/Axis/PlotLineOrBand/PlotLineOrBand.js';
import Defaults from 'highcharts/es-modules/Core/Defaults.js';
import Highcharts from 'highcharts/es-modules/Core/Globals.js';
import Legend from 'highcharts/es-modules/Core/Legend/Legend.js';
import Pointer from 'highcharts/es-modules/Core/Pointer.js';
import HTMLElement from 'highcharts/es-modules/Core/Renderer/HTML/HTMLElement.js';
import SVGElement from 'highcharts/es-modules/Core/Renderer/SVG/SVGElement.js';
import SVGRenderer from 'highcharts/es-modules/Core/Renderer/SVG/SVGRenderer.js';
import Responsive from 'highcharts/es-modules/Core/Responsive.js';
import DataLabel from 'highcharts/es-modules/Core/Series/DataLabel.js';
import Series from 'highcharts/es-modules/Core/Series/Series.js';
import Tooltip from 'highcharts/es-modules/Core/Tooltip.js';
import { composeBorderRadius } from 'highcharts/es-modules/Extensions/BorderRadius.js';
import 'highcharts/es-modules/Series/Column/ColumnSeries.js';

const G = Highcharts;
G.Axis = Axis;
G.Chart = Chart;
G.chart = Chart.chart;
G.DataLabel = DataLabel;
G.HTMLElement = HTMLElement;
G.Legend = Legend;
G.PlotLineOrBand = PlotLineOrBand;
G.Pointer = Pointer;
G.Series = Series;
G.SVGElement = SVGElement;
G.SVGRenderer = SVGRenderer;
G.Tooltip = Tooltip;
G.defaultOptions = Defaults.defaultOptions;
G.getOptions = Defaults.getOptions;
G.setOptions = Defaults.setOptions;

// Rounded column corners. The border-radius extension also hooks the pie series, which no chart here draws: it gets
// a stand-in class for that hook, taken away again at once, instead of Highcharts' whole pie series (~4 KiB gzip).
const seriesTypes = G.Series.types;
seriesTypes.pie = class PieStandIn {};
composeBorderRadius(G.Series, G.SVGElement, G.SVGRenderer);
delete seriesTypes.pie;
DataLabel.compose(G.Series);
HTMLElement.compose(G.SVGRenderer);
Legend.compose(G.Chart);
PlotLineOrBand.compose(G.Chart, G.Axis);
Pointer.compose(G.Chart);
Responsive.compose(G.Chart);
Tooltip.compose(G.Pointer);

export default G;
