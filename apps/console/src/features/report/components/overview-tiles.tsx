import { type CallBatchSummary, percent, type ReportSummary } from '@console/contracts';
import { formatDuration } from '../../../shared/format/duration.ts';
import { formatCount, formatPercent } from '../../../shared/format/number.ts';

interface Tile {
  title: string;
  value: string;
}

export function summaryTiles(summary: ReportSummary): Tile[] {
  return [
    { title: '总呼叫量', value: formatCount(summary.totalCall) },
    { title: '接通量', value: formatCount(summary.totalAnswer) },
    { title: '接通率', value: formatPercent(percent(summary.totalAnswer, summary.totalCall)) },
    { title: '客户数', value: formatCount(summary.totalTel) },
    { title: '平均通话时长', value: formatDuration(summary.avgDuration) },
    { title: '总通话时长', value: formatDuration(summary.totalDuration) },
    { title: 'A类客户占比', value: formatPercent(summary.A) },
    { title: 'B类客户占比', value: formatPercent(summary.B) },
    { title: '转人工', value: formatCount(summary.transferCount) },
    { title: '短信', value: formatCount(summary.smsCount) },
  ];
}

export function callBatchTiles(summary: CallBatchSummary): Tile[] {
  return [
    { title: '未接通客户数', value: formatCount(summary.totalTelUnCall) },
    { title: '接通量', value: formatCount(summary.totalAnswer) },
    { title: '呼叫量', value: formatCount(summary.totalCall) },
    { title: '接通率', value: formatPercent(summary.totalRate) },
  ];
}

/** Figures as a description list, so each value is read with its title. */
export function OverviewTiles({ tiles, label }: { tiles: Tile[]; label: string }) {
  return (
    <dl className="report-tiles" aria-label={label}>
      {tiles.map((tile) => (
        <div className="report-tile" key={tile.title}>
          <dt>{tile.title}</dt>
          <dd>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
