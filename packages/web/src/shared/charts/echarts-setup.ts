// Loaded only through a dynamic import (see e-chart.tsx), so ECharts stays out of
// the shell bundle (docs/architecture.md#the-web-shell-stays-small). Only the pieces the app's charts draw are registered.
import { BarChart, LineChart, MapChart, PieChart } from 'echarts/charts';
import {
  AriaComponent,
  GeoComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  LineChart,
  MapChart,
  PieChart,
  AriaComponent,
  GeoComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  SVGRenderer,
]);

export { echarts };
