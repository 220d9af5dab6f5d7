import type { TaskStatisticsRow } from '@console/contracts';
import { formatCount } from '../../../shared/format/number.ts';

/** 接通率: one decimal, or -- before any call. */
function answerPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? '--' : `${value.toFixed(1)}%`;
}

/** The five tiles of the detail page (modules-spec 4.5); counts show 0 until the figures arrive. */
export function TaskTiles({ statistics }: { statistics: TaskStatisticsRow | undefined }) {
  const tiles = [
    { title: '号码量', value: `${formatCount(statistics?.totalTel)}个` },
    { title: '已外呼次数', value: `${formatCount(statistics?.totalCall)}个` },
    { title: '已外呼号码', value: `${formatCount(statistics?.totalCallTel)}个` },
    { title: '接通量', value: `${formatCount(statistics?.totalAnswer)}个` },
    { title: '接通率', value: answerPercent(statistics?.answerPercent) },
  ];
  return (
    <dl className="task-tiles" aria-label="任务概况">
      {tiles.map((tile) => (
        <div className="task-tile" key={tile.title}>
          <dt>{tile.title}</dt>
          <dd>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
