import { useEffect, useRef } from 'react';

export interface TrendSeries {
  label: string;
  values: number[];
  /** The previous period: drawn dashed and lighter. */
  previous?: boolean;
}

const COLORS = ['#1d4ed8', '#0f766e'];

/**
 * A line chart of daily figures, drawn by Chart.js (loaded on first use, in the admin build only). The canvas is an
 * image to assistive technology, labelled with its summary; the same figures are in the table beside it.
 */
export function TrendChart({ labels, series, summary }: { labels: string[]; series: TrendSeries[]; summary: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import('./chart-library.ts').then(({ Chart }) => {
      if (cancelled || !canvas.current) return;
      const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      let color = 0;
      chart = new Chart(canvas.current, {
        type: 'line',
        data: {
          labels,
          datasets: series.map((line) => {
            const hue = line.previous ? '#94a3b8' : COLORS[color++ % COLORS.length]!;
            return { label: line.label, data: line.values, borderColor: hue, backgroundColor: hue, borderDash: line.previous ? [6, 4] : [], pointRadius: labels.length > 60 ? 0 : 2, tension: 0.2 };
          }),
        },
        options: {
          animation: reducedMotion ? false : undefined,
          maintainAspectRatio: false,
          interaction: { mode: 'index', intersect: false },
          scales: { y: { beginAtZero: true, ticks: { precision: 0 } }, x: { ticks: { maxTicksLimit: 12 } } },
          plugins: { legend: { position: 'bottom' } },
        },
      });
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [labels, series]);
  return (
    <div className="relative h-72">
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
