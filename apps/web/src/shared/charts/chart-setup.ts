import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  RadarController,
  RadialLinearScale,
} from 'chart.js';

// Only what the app's figures draw (bars, lines and the demo dashboards' radar): the rest of
// Chart.js stays out of the bundle. Every route that draws a chart shares this one chunk, so a
// piece added here is paid by all of them: the radar costs 0.4 kB gzip, a doughnut (arc element)
// would cost 3.6 kB and the area fill (Filler) 2.4 kB, which the leads figures' budget cannot
// spare. No tooltip or legend plugin either (the route's JavaScript budget): the series are named
// in HTML beside the chart and every figure is in the table under it.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  RadarController,
  RadialLinearScale,
);

export { Chart };
