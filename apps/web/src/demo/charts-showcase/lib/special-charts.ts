import type { ChartConfiguration } from 'chart.js';
import type { ChartColour, ChartPalette } from '../../../shared/charts/chart-palette';
import { axes, tint } from './chart-kit';

export interface Candle {
  label: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** Candlesticks as floating bars: the body from open to close, a thin wick from low to high. */
export function candleChart(candles: Candle[]) {
  return (palette: ChartPalette): ChartConfiguration => {
    const colour = (candle: Candle) =>
      candle.close >= candle.open ? palette.series.success : palette.series.danger;
    return {
      type: 'bar',
      data: {
        labels: candles.map((candle) => candle.label),
        datasets: [
          {
            label: 'body',
            data: candles.map((c) => [c.open, c.close]),
            backgroundColor: candles.map(colour),
            barPercentage: 0.6,
            grouped: false,
          },
          {
            label: 'wick',
            data: candles.map((c) => [c.low, c.high]),
            backgroundColor: candles.map(colour),
            barThickness: 2,
            grouped: false,
          },
        ],
      },
      options: { scales: axes(palette, { y: { beginAtZero: false } }) },
    } as ChartConfiguration;
  };
}

/** A heat map: a square per cell, darker for a higher figure. */
export function heatChart(
  columns: string[],
  rows: string[],
  values: number[][],
  colour: ChartColour,
) {
  return (palette: ChartPalette): ChartConfiguration => {
    const top = Math.max(...values.flat());
    const cells = values.flatMap((row, y) => row.map((value, x) => ({ x, y, value })));
    return {
      type: 'line',
      data: {
        datasets: [
          {
            label: 'heat',
            data: cells.map(({ x, y }) => ({ x, y })),
            showLine: false,
            pointStyle: 'rectRounded',
            pointRadius: 13,
            pointHoverRadius: 14,
            pointBackgroundColor: cells.map(({ value }) =>
              tint(palette.series[colour], 0.15 + (0.85 * value) / top),
            ),
            pointBorderColor: 'transparent',
          },
        ],
      },
      options: {
        layout: { padding: 12 },
        scales: {
          x: {
            type: 'linear',
            min: -0.5,
            max: columns.length - 0.5,
            grid: { display: false },
            ticks: {
              stepSize: 1,
              color: palette.text,
              callback: (value: string | number) => columns[Number(value)] ?? '',
            },
          },
          y: {
            type: 'linear',
            min: -0.5,
            max: rows.length - 0.5,
            reverse: true,
            grid: { display: false },
            ticks: {
              stepSize: 1,
              color: palette.text,
              callback: (value: string | number) => rows[Number(value)] ?? '',
            },
          },
        },
      },
    } as ChartConfiguration;
  };
}

/**
 * Shares of a whole (the template's donut and pie) as one bar split into its parts: a doughnut
 * needs Chart.js's arc element, which would join the chart chunk every chart route loads.
 */
export function shareChart(
  label: string,
  parts: { label: string; value: number; colour: ChartColour }[],
) {
  return (palette: ChartPalette): ChartConfiguration =>
    ({
      type: 'bar',
      data: {
        labels: [label],
        datasets: parts.map((part) => ({
          label: part.label,
          data: [part.value],
          backgroundColor: palette.series[part.colour],
          borderRadius: 2,
          borderSkipped: false,
        })),
      },
      options: {
        indexAxis: 'y',
        scales: axes(palette, {
          x: {
            stacked: true,
            max: 100,
            ticks: { color: palette.text, callback: (value: string | number) => `${value}%` },
          },
          y: { stacked: true, display: false },
        }),
      },
    }) as ChartConfiguration;
}
