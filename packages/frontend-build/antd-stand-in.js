// Stands in for an antd component inside another antd component, where Hearth never shows it
// (webpack-parts.js lists where and why): the real one would load with every page using the outer one.
export default function AntdStandIn() {
  throw new Error('This antd part is not built in: see the stand-ins in packages/frontend-build/webpack-parts.js');
}
