import type { ChartConfiguration, Plugin } from 'chart.js';
import type { ChartColour, ChartPalette } from '../../../shared/charts/chart-palette';

/** A CSS colour with some transparency; a colour that is not hex is used as it is. */
export function tint(colour: string, alpha: number): string {
  const hex = colour.trim().replace('#', '');
  const full = hex.length === 3 ? [...hex].map((char) => char + char).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return colour;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/**
 * The area under each line, drawn by this chart alone: Chart.js's Filler plugin would join the
 * one Chart.js chunk every chart route shares (docs/web-app.md, "Charts").
 */
export function areaFill(colours: readonly string[]): Plugin<'line'> {
  return {
    id: 'showcaseAreaFill',
    beforeDatasetDraw(chart, { index }) {
      const points = chart.getDatasetMeta(index).data;
      const scale = chart.scales.y;
      const first = points[0];
      const last = points[points.length - 1];
      if (!scale || !first || !last || !colours[index]) return;
      const base = scale.getPixelForValue(Math.max(0, scale.min));
      const { ctx } = chart;
      ctx.save();
      ctx.beginPath();
      ctx.moveTo(first.x, base);
      points.forEach((point) => ctx.lineTo(point.x, point.y));
      ctx.lineTo(last.x, base);
      ctx.closePath();
      ctx.fillStyle = tint(colours[index], 0.22);
      ctx.fill();
      ctx.restore();
    },
  };
}

/** Axes in the skin's colours. */
export function axes(palette: ChartPalette, extra: Record<string, unknown> = {}) {
  const lines = { color: palette.grid };
  const axis = { ticks: { color: palette.text }, grid: lines, border: lines };
  return {
    x: { ...axis, ...(extra.x as object) },
    y: { ...axis, beginAtZero: true, ...(extra.y as object) },
  };
}

export interface Series {
  label: string;
  values: number[];
  colour: ChartColour;
}

/** Lines (optionally with the area under them), bars or columns over labels. */
export function seriesChart(
  type: 'line' | 'bar' | 'radar',
  labels: string[],
  series: Series[],
  options: { area?: boolean; horizontal?: boolean; stacked?: boolean } = {},
) {
  return (palette: ChartPalette): ChartConfiguration => {
    const colours = series.map((one) => palette.series[one.colour]);
    const datasets = series.map((one, index) => ({
      label: one.label,
      data: one.values,
      borderColor: colours[index],
      backgroundColor: type === 'bar' ? colours[index] : tint(colours[index]!, 0.25),
      pointBackgroundColor: colours[index],
      tension: 0.35,
      borderRadius: type === 'bar' ? 4 : undefined,
    }));
    const stacked = options.stacked ? { x: { stacked: true }, y: { stacked: true } } : {};
    const radial = {
      r: {
        beginAtZero: true,
        grid: { color: palette.grid },
        angleLines: { color: palette.grid },
        pointLabels: { color: palette.text },
        ticks: { color: palette.text, backdropColor: 'transparent' },
      },
    };
    return {
      type,
      data: { labels, datasets },
      options: {
        indexAxis: options.horizontal ? 'y' : 'x',
        scales: type === 'radar' ? radial : axes(palette, stacked),
      },
      plugins: options.area ? [areaFill(colours) as Plugin] : [],
    } as ChartConfiguration;
  };
}

export interface Point {
  x: number;
  y: number;
  /** A bubble's radius in pixels. */
  r?: number;
}

/** Points on two number axes (scatter), sized when they carry `r` (bubbles). */
export function pointsChart(
  sets: { label: string; points: Point[]; colour: ChartColour }[],
  xTitle: string,
  yTitle: string,
) {
  return (palette: ChartPalette): ChartConfiguration =>
    ({
      type: 'line',
      data: {
        datasets: sets.map((set) => ({
          label: set.label,
          data: set.points.map(({ x, y }) => ({ x, y })),
          showLine: false,
          pointRadius: set.points.map((point) => point.r ?? 4),
          pointHoverRadius: set.points.map((point) => (point.r ?? 4) + 2),
          pointBackgroundColor: tint(palette.series[set.colour], 0.6),
          borderColor: palette.series[set.colour],
        })),
      },
      options: {
        scales: axes(palette, {
          x: { type: 'linear', title: { display: true, text: xTitle, color: palette.text } },
          y: { title: { display: true, text: yTitle, color: palette.text } },
        }),
      },
    }) as ChartConfiguration;
}
