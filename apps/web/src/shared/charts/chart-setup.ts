import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
} from 'chart.js';

// Only what the app's figures draw (bars and lines): the rest of Chart.js stays out of the bundle.
// No tooltip or legend plugin either (the route's JavaScript budget): the series are named in
// HTML beside the chart and every figure is in the table under it.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
);

export { Chart };
