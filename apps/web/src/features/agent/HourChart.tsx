import type { TeamOverview } from '@khela/contracts';
import type { ChartConfiguration } from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { digitSystemOf, toDigits } from '../../ui/digits';
import { formatSignedAmount } from '../../ui/format';
import { useTheme } from '../../theme/ThemeProvider';
import { useSiteConfig } from '../system/system.api';
import {
  applyPageFont,
  Chart,
  hourSlots,
  redrawWhenFontsReady,
  sharedOptions,
  token,
} from './chart-setup';

type Hours = TeamOverview['hours'];

/** What the chart is told: labels already written in the screen's digits, and the texts. */
interface HourChartTexts {
  write: (text: string) => string;
  validBet: string;
  deposit: string;
  winLoss: string;
}

/** The widest a bar may be, in CSS pixels, so an early hour alone does not fill the chart. */
const barThicknessMaxPx = 18;

/**
 * Today's hours from midnight: valid bets and deposits as bars, the members' win/loss as a line,
 * all on one amount scale (a loss goes below zero); a quiet hour is zero.
 */
function hourChartConfig(
  hours: Hours,
  timeZone: string,
  texts: HourChartTexts,
): ChartConfiguration<'bar' | 'line'> {
  const { write } = texts;
  const shared = sharedOptions(write, (item) =>
    formatSignedAmount((item.raw as number).toFixed(2)),
  );
  const { text } = shared;
  const slots = hourSlots(hours, timeZone, new Date());
  const series = (read: (figures: Hours[number]) => string) =>
    slots.map(({ figures }) => (figures ? Number(read(figures)) : 0));
  return {
    type: 'bar',
    data: {
      labels: slots.map(({ label }) => write(label)),
      datasets: [
        {
          type: 'bar',
          label: texts.validBet,
          data: series((figures) => figures.validBet),
          backgroundColor: token('--color-primary'),
          maxBarThickness: barThicknessMaxPx,
          order: 2,
        },
        {
          type: 'bar',
          label: texts.deposit,
          data: series((figures) => figures.deposit),
          backgroundColor: token('--color-accent'),
          maxBarThickness: barThicknessMaxPx,
          order: 3,
        },
        {
          type: 'line',
          label: texts.winLoss,
          data: series((figures) => figures.winLoss),
          borderColor: token('--color-text'),
          backgroundColor: token('--color-text'),
          pointRadius: 2,
          order: 1,
        },
      ],
    },
    options: {
      ...shared.options,
      scales: {
        x: shared.timeAxis,
        y: {
          ticks: { color: text, callback: (value) => write(String(value)) },
          grid: { color: token('--color-border') },
        },
      },
    },
  };
}

/**
 * Today by hour for an agent's team, on a canvas (its labels are written in the screen's
 * digits here, as the page's digit rule cannot reach a canvas); redrawn with the theme and
 * language.
 */
export default function HourChart({ hours }: { hours: Hours }) {
  const { t, i18n } = useTranslation();
  const { theme } = useTheme();
  const { info } = useSiteConfig();
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return undefined;
    const digits = digitSystemOf(i18n.language, info.digits);
    applyPageFont();
    const chart = new Chart(
      canvas.current,
      hourChartConfig(hours, info.timezone, {
        write: (text) => toDigits(text, digits),
        validBet: t('agent.figures.validBet'),
        deposit: t('agent.figures.deposit'),
        winLoss: t('agent.figures.winLoss'),
      }),
    );
    const stopWaiting = redrawWhenFontsReady(chart);
    return () => {
      stopWaiting();
      chart.destroy();
    };
  }, [hours, theme, i18n.language, info.digits, info.timezone, t]);

  return (
    <div className="agent-chart__canvas agent-chart__canvas--hours">
      <canvas ref={canvas} role="img" aria-label={t('agent.hoursLabel')} />
    </div>
  );
}
