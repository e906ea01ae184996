import { CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';

/** Only the parts of Chart.js the dashboard draws with, so the chunk stays small (docs/decisions/0017-charts-chart-js.md). */
Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip, Legend);

export { Chart };
