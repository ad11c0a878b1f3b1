/**
 * Chart.js stand-in for tests (jsdom has no canvas): records what each chart was asked to draw.
 * Use with `vi.mock('chart.js', () => import('<…>/shared/testing/fake-chart'))`.
 */
interface FakeConfig {
  type: string;
  data: { labels?: unknown[]; datasets: { label?: string; data: unknown[] }[] };
  options?: unknown;
}

export class Chart {
  static instances: Chart[] = [];
  static register() {}
  destroyed = false;
  updates = 0;
  data: FakeConfig['data'];
  options: unknown;
  constructor(
    readonly canvas: HTMLCanvasElement,
    readonly config: FakeConfig,
  ) {
    this.data = config.data;
    this.options = config.options;
    Chart.instances.push(this);
  }
  update() {
    this.updates += 1;
  }
  destroy() {
    this.destroyed = true;
  }
}

const part = class {};
export {
  part as BarController,
  part as BarElement,
  part as CategoryScale,
  part as LinearScale,
  part as LineController,
  part as LineElement,
  part as PointElement,
  part as RadarController,
  part as RadialLinearScale,
};
