import { useEffect, useEffectEvent, useRef } from 'react';
import type { ChartConfiguration } from 'chart.js';
import { useLayoutStore } from '../customizer/layout-store';
import { readPalette } from './chart-palette';
import type { ChartColour, ChartPalette } from './chart-palette';
import { Chart } from './chart-setup';
import './charts.scss';

export interface ChartSeries {
  label: string;
  values: readonly number[];
  colour: ChartColour;
}

export type ChartType = 'bar' | 'line' | 'radar';

interface ChartCanvasProps {
  type: ChartType;
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** What the chart shows, in words: the canvas's accessible name. */
  summary: string;
  /** Bars along the y axis (a funnel, long product names). */
  horizontal?: boolean;
  /** Bars of the series on top of each other (earnings over expenses). */
  stacked?: boolean;
  /** False draws the figures alone, without scales or grid (a card's small trend line). */
  axes?: boolean;
  height?: number;
}

type Config = ChartConfiguration<ChartType, number[], string>;

function scalesOf(props: ChartCanvasProps, palette: ChartPalette) {
  const { type, stacked = false, axes = true } = props;
  const lines = { color: palette.grid };
  if (type === 'radar') {
    return {
      r: {
        display: axes,
        beginAtZero: true,
        grid: lines,
        angleLines: lines,
        pointLabels: { color: palette.text },
        // The tick labels sit on a box of the canvas's own white by default: unreadable on dark.
        ticks: { color: palette.text, backdropColor: 'transparent', precision: 0 },
      },
    };
  }
  const axis = {
    display: axes,
    stacked,
    beginAtZero: true,
    ticks: { color: palette.text, precision: 0 },
    grid: lines,
    border: lines,
  };
  return { x: axis, y: axis };
}

function configOf(props: ChartCanvasProps, palette: ChartPalette): Config {
  const { type, labels, series, horizontal = false, axes = true } = props;
  return {
    type,
    data: {
      labels: [...labels],
      datasets: series.map((one) => ({
        label: one.label,
        data: [...one.values],
        backgroundColor: palette.series[one.colour],
        borderColor: palette.series[one.colour],
        tension: 0.25,
        // A trend line without scales reads as a line: its points would be noise.
        pointRadius: axes ? 3 : 0,
      })),
    },
    options: {
      indexAxis: horizontal ? 'y' : 'x',
      responsive: true,
      maintainAspectRatio: false,
      // Never animated: nothing moves for anyone who asked for reduced motion (or anyone else).
      animation: false,
      scales: scalesOf(props, palette),
    },
  };
}

/**
 * A Chart.js canvas: made on mount, destroyed on unmount, redrawn when its figures or the skin
 * change (the colours are the skin's CSS variables, read at draw time). The canvas is an image
 * with a summary; the figures themselves are in the table each chart comes with.
 */
export function ChartCanvas(props: ChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<ChartType, number[], string> | null>(null);
  const skin = useLayoutStore((state) => state.skin);
  const figures = JSON.stringify([
    props.type,
    props.labels,
    props.series,
    props.horizontal,
    props.stacked,
    props.axes,
  ]);

  // Reads the latest props without making them a reason to redraw: the figures and skin are.
  const draw = useEffectEvent(() => {
    if (!canvas.current) return;
    const config = configOf(props, readPalette());
    const current = chart.current;
    if (!current) {
      chart.current = new Chart(canvas.current, config);
      return;
    }
    current.data = config.data;
    current.options = config.options ?? {};
    current.update();
  });

  useEffect(() => {
    draw();
  }, [figures, skin]);

  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = null;
    },
    [],
  );

  return (
    <div className="chart-box" style={{ height: props.height ?? 260 }}>
      <canvas ref={canvas} role="img" aria-label={props.summary} />
    </div>
  );
}
