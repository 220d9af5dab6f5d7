import Button from 'antd/es/button';
import Card from 'antd/es/card';
import type { ReceptionNumber } from '../reception-rule.ts';

interface ReceptionCardProps {
  number: ReceptionNumber;
  onChoose: (number: ReceptionNumber) => void;
  onStop: (number: ReceptionNumber) => void;
}

/** One inbound number (modules-spec 5.1): its script and 更换话术 / 停止接待, or 请选择接待话术. */
export function ReceptionCard({ number, onChoose, onStop }: ReceptionCardProps) {
  const bound = number.robotId !== '';
  return (
    <Card
      size="small"
      className="reception-card"
      title={<span className="reception-card-number">{number.cpnCode}</span>}
    >
      {bound ? (
        <>
          <div className="reception-card-script" title={number.robotLabel}>
            话术：{number.robotLabel}
          </div>
          <div className="reception-card-actions">
            <Button type="primary" onClick={() => onChoose(number)}>
              更换话术
            </Button>
            <Button danger onClick={() => onStop(number)}>
              停止接待
            </Button>
          </div>
        </>
      ) : (
        <div className="reception-card-actions">
          <Button type="primary" ghost onClick={() => onChoose(number)}>
            请选择接待话术
          </Button>
        </div>
      )}
    </Card>
  );
}
