// Types of highchartsCore.js: the namespace of the full package, of which it registers the part the charts use.
import type Highcharts from 'highcharts';

declare const core: typeof Highcharts;
export default core;
