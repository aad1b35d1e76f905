import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';

export function PageSpinner() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }}>
      <Spin size="large" />
    </Flex>
  );
}
