import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartOptions,
  type TooltipItem,
} from 'chart.js';

// The pieces of chart.js the agent's charts draw with, registered once for all of them.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

export { Chart };

/** A colour of the theme in force, as the page's CSS defines it. */
export function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** The hour a moment (ISO) falls in, as the merchant's clock reads it, e.g. "09:00". */
export function hourLabel(iso: string, timeZone: string): string {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone });
    hourFormats.set(timeZone, format);
  }
  return `${format.format(new Date(iso)).padStart(2, '0')}:00`;
}

/** The hours of a day on the clock, "00:00" to "23:00". */
const dayHours = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);

/**
 * Today's hours from midnight to the later of now and the last hour with figures, each with its
 * figures or none: hours without activity still take their place on the chart's axis.
 */
export function hourSlots<T extends { hour: string }>(
  hours: T[],
  timeZone: string,
  now: Date,
): { label: string; figures: T | undefined }[] {
  const byLabel = new Map(hours.map((item) => [hourLabel(item.hour, timeZone), item]));
  const lastLabel = [hourLabel(now.toISOString(), timeZone), ...byLabel.keys()].sort().at(-1);
  const last = dayHours.indexOf(lastLabel ?? '23:00');
  return dayHours
    .slice(0, last < 0 ? dayHours.length : last + 1)
    .map((label) => ({ label, figures: byLabel.get(label) }));
}

/** The page's own font, so a canvas writes Bengali and Thai with the faces the page loaded. */
export function applyPageFont(): void {
  Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
}

/**
 * Draws a chart again once the page's fonts are in (a canvas does not wait for them); answers a
 * function that stops waiting, for when the chart goes first.
 */
export function redrawWhenFontsReady(chart: Chart): () => void {
  let isLive = true;
  void document.fonts.ready.then(() => {
    if (isLive) chart.update();
  });
  return () => {
    isLive = false;
  };
}

/**
 * What the agent's charts share: no animation, one tooltip per label for every series, the
 * legend in the muted text colour, and the time axis without a grid. A tooltip line is the
 * series' name and `valueOf` its point, written in the screen's digits by `write`.
 */
export function sharedOptions(
  write: (text: string) => string,
  valueOf: (item: TooltipItem<'bar' | 'line'>) => string,
) {
  const text = token('--color-text-muted');
  return {
    text,
    options: {
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { labels: { color: text, boxWidth: 12 } },
        tooltip: {
          callbacks: {
            label: (item: TooltipItem<'bar' | 'line'>) =>
              write(`${item.dataset.label ?? ''}: ${valueOf(item)}`),
          },
        },
      },
    } satisfies ChartOptions<'bar' | 'line'>,
    timeAxis: {
      ticks: { color: text, maxRotation: 0, autoSkipPadding: 8 },
      grid: { display: false },
    },
  };
}
