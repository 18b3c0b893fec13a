import { Form, InputNumber } from 'antd';
import { LOTS_UI } from './lotText';

/** The prices of a lot, as a new lot and the lot edit form ask for them. */
export interface PriceValues {
  openingPrice: number | null;
  requiredDown: number | null;
  minBidIncrements: number | null;
}

/** Opening price, required down (0 to 100 percent) and minimum increment. */
export function PriceFields({ inline = false }: { inline?: boolean }) {
  const style = inline ? { marginBottom: 8 } : undefined;
  return (
    <>
      <Form.Item name="openingPrice" label={LOTS_UI.openingPrice} style={style}>
        <InputNumber min={0} precision={2} prefix="$" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="requiredDown" label={LOTS_UI.requiredDown} style={style}>
        <InputNumber min={0} max={100} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="minBidIncrements" label={LOTS_UI.minBidIncrements} style={style}>
        <InputNumber min={0} precision={2} prefix="$" style={{ width: '100%' }} />
      </Form.Item>
    </>
  );
}
