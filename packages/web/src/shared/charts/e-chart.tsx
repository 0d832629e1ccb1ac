import { Box, Skeleton } from '@mantine/core';
import type { ECharts, EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { useNearViewport } from './use-near-viewport';

export interface EChartClick {
  name: string;
  dataIndex: number;
  data: unknown;
}

interface EChartProps {
  option: EChartsCoreOption;
  height: number | string;
  /** Names the chart for screen readers; the exact values are in the table or tooltip beside it. */
  label: string;
  onItemClick?: (event: EChartClick) => void;
  /** Runs before the first draw, e.g. to register a map; the chart waits for it. */
  prepare?: (echarts: typeof import('echarts/core')) => Promise<void> | void;
  /**
   * Load ECharts only when the chart comes near the viewport: for charts a phone's first screen
   * may not show (the main page, issue 26 §4). The skeleton keeps the chart's height meanwhile.
   */
  whenVisible?: boolean;
}

/** One ECharts instance, loaded on demand so the chart code never reaches the shell bundle. */
export function EChart({ option, height, label, onItemClick, prepare, whenVisible = false }: EChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(host, whenVisible);
  const chart = useRef<ECharts | null>(null);
  const clickRef = useRef(onItemClick);
  const [isReady, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    clickRef.current = onItemClick;
  }, [onItemClick]);

  useEffect(() => {
    if (!isNear) return undefined;
    let disposed = false;
    let observer: ResizeObserver | undefined;
    import('./echarts-setup')
      .then(async ({ echarts }) => {
        await prepare?.(echarts);
        if (disposed || !host.current) return;
        const instance = echarts.init(host.current, undefined, { renderer: 'svg' });
        instance.on('click', (params) => {
          const event = params as { name?: string; dataIndex?: number; data?: unknown };
          clickRef.current?.({ name: event.name ?? '', dataIndex: event.dataIndex ?? -1, data: event.data });
        });
        chart.current = instance;
        observer = new ResizeObserver(() => instance.resize());
        observer.observe(host.current);
        setReady(true);
      })
      .catch(() => {
        if (!disposed) setFailed(true);
      });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, [prepare, isNear]);

  useEffect(() => {
    if (isReady) chart.current?.setOption(option, { notMerge: true });
  }, [option, isReady]);

  return (
    <Box pos="relative" h={height} role="img" aria-label={label} data-testid="e-chart" data-ready={isReady}>
      {!isReady && !failed ? <Skeleton pos="absolute" inset={0} radius="md" /> : null}
      <div ref={host} style={{ width: '100%', height: '100%' }} />
    </Box>
  );
}
