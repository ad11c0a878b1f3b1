import { render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { Chart } from '../testing/fake-chart';
import { ChartCanvas } from './chart-canvas';
import type { ChartSeries } from './chart-canvas';

vi.mock('chart.js', () => import('../testing/fake-chart'));

const series: ChartSeries[] = [
  { label: 'Sales', values: [3, 5, 8], colour: 'primary' },
  { label: 'Visits', values: [2, 4, 6], colour: 'info' },
];

interface DrawnOptions {
  animation: unknown;
  scales: Record<string, { display: boolean; stacked?: boolean; ticks: object }>;
}

function drawn(props: Partial<Parameters<typeof ChartCanvas>[0]> = {}) {
  Chart.instances = [];
  render(
    <ChartCanvas
      type="line"
      labels={['Jan', 'Feb', 'Mar']}
      series={series}
      summary="S"
      {...props}
    />,
  );
  const chart = Chart.instances[0];
  return {
    type: chart?.config.type,
    options: chart?.options as DrawnOptions,
    datasets: chart?.data.datasets as unknown as { pointRadius: number }[],
  };
}

describe('ChartCanvas', () => {
  test('is an image named by its summary, and never animates', () => {
    const { options } = drawn({ summary: 'Sales by month. Jan: 3' });
    expect(screen.getByRole('img')).toHaveAccessibleName('Sales by month. Jan: 3');
    expect(options.animation).toBe(false);
  });

  test('a radar draws on one radial scale whose labels keep no white box (dark skin)', () => {
    const { type, options } = drawn({ type: 'radar' });
    expect(type).toBe('radar');
    expect(Object.keys(options.scales)).toEqual(['r']);
    expect(options.scales.r?.ticks).toMatchObject({ backdropColor: 'transparent' });
  });

  test('without axes the scales are hidden and the points dropped; stacked bars stack', () => {
    const bare = drawn({ axes: false });
    expect(bare.options.scales.x?.display).toBe(false);
    expect(bare.options.scales.y?.display).toBe(false);
    expect(bare.datasets.map((one) => one.pointRadius)).toEqual([0, 0]);
    const stacked = drawn({ type: 'bar', stacked: true });
    expect(stacked.options.scales.x?.stacked).toBe(true);
    expect(stacked.options.scales.y).toMatchObject({ stacked: true, display: true });
  });
});
