import type { TeamOverview } from '@khela/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { digitSystemOf, toDigits } from '../../ui/digits';
import { formatAmount } from '../../ui/format';
import { useTheme } from '../../theme/ThemeProvider';
import { useSiteConfig } from '../system/system.api';
import { applyPageFont, Chart, redrawWhenFontsReady, sharedOptions, token } from './chart-setup';

/**
 * The last 30 days of a team: valid bet as bars, active members as a line on a second scale.
 * Drawn on a canvas (the page's digit rule cannot reach it, so labels are written in the
 * screen's digits here), redrawn when the theme or language changes.
 */
export default function TeamChart({ days }: { days: TeamOverview['days'] }) {
  const { t, i18n } = useTranslation();
  const { theme } = useTheme();
  const { info } = useSiteConfig();
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return undefined;
    const digits = digitSystemOf(i18n.language, info.digits);
    const write = (text: string) => toDigits(text, digits);
    const shared = sharedOptions(write, (item) =>
      item.dataset.yAxisID === 'amount'
        ? formatAmount((item.raw as number).toFixed(2))
        : String(item.raw),
    );
    const { text } = shared;
    const grid = token('--color-border');
    applyPageFont();
    const chart = new Chart(canvas.current, {
      data: {
        labels: days.map(({ day }) => write(day.slice(5).replace('-', '/'))),
        datasets: [
          {
            type: 'bar',
            label: t('agent.figures.validBet'),
            data: days.map(({ figures }) => Number(figures.validBet)),
            backgroundColor: token('--color-primary'),
            yAxisID: 'amount',
            order: 2,
          },
          {
            type: 'line',
            label: t('agent.figures.activeMembers'),
            data: days.map(({ activeMembers }) => activeMembers),
            borderColor: token('--color-accent'),
            backgroundColor: token('--color-accent'),
            pointRadius: 2,
            yAxisID: 'members',
            order: 1,
          },
        ],
      },
      options: {
        ...shared.options,
        scales: {
          x: shared.timeAxis,
          amount: {
            position: 'left',
            beginAtZero: true,
            ticks: { color: text, callback: (value) => write(String(value)) },
            grid: { color: grid },
          },
          members: {
            position: 'right',
            beginAtZero: true,
            ticks: { color: text, precision: 0, callback: (value) => write(String(value)) },
            grid: { display: false },
          },
        },
      },
    });
    const stopWaiting = redrawWhenFontsReady(chart);
    return () => {
      stopWaiting();
      chart.destroy();
    };
  }, [days, theme, i18n.language, info.digits, t]);

  return (
    <div className="agent-chart__canvas">
      <canvas ref={canvas} role="img" aria-label={t('agent.chartLabel')} />
    </div>
  );
}
