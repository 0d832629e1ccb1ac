import { Alert, Box, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EChartsCoreOption } from 'echarts/core';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatNumber } from '@/shared/format/number';
import { nameOf } from '@/shared/i18n/bilingual-name';
import { useLocale } from '@/shared/i18n/use-locale';
import { incidentReferencesQueryOptions } from '@/shared/incident-filter/use-filter-references';
import { projectAlbers, unprojectAlbers } from '../lib/albers';
import { escapeHtml } from '../lib/chart-options';
import { loadRegionShapes, regionIdsByCode, regionMapName } from '../lib/region-shapes';
import { EChart, type EChartClick } from '@/shared/charts/e-chart';
import { useNearViewport } from '@/shared/charts/use-near-viewport';

export interface RegionFigures {
  count: number;
  damage: number;
}

interface RegionChoroplethProps {
  /** Figures per API region id; regions without an entry count as zero. */
  figures: ReadonlyMap<number, RegionFigures>;
  metric?: 'count' | 'damage';
  /** Region ids of the active geo filter, outlined on the map. */
  selected?: readonly number[];
  onRegionClick?: (regionId: number) => void;
  height: number | string;
  label: string;
  /** Fetch the shapes and ECharts only when the map comes near the viewport (see EChart). */
  whenVisible?: boolean;
}

const noRegions: readonly number[] = [];

interface RegionDatum {
  name: string;
  value: number;
  regionId: number | null;
  label: string;
  count: number;
  damage: number;
}

/**
 * Regions coloured by incidents (or damage), drawn with ECharts from the shipped shapes in an
 * Albers projection. SVG output keeps it crisp and needs no WebGL.
 */
export function RegionChoropleth({
  figures,
  metric = 'count',
  selected = noRegions,
  onRegionClick,
  height,
  label,
  whenVisible = false,
}: RegionChoroplethProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const placeholder = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(placeholder, whenVisible);
  // the references (~150 KB) name the shapes' regions: not wanted before the map is
  const references = useQuery({ ...incidentReferencesQueryOptions(), enabled: isNear });
  const shapes = useQuery({
    queryKey: ['analysis', 'region-shapes'],
    queryFn: loadRegionShapes,
    staleTime: Infinity,
    gcTime: Infinity,
    enabled: isNear,
  });

  const idsByCode = useMemo(
    () => (shapes.data && references.data ? regionIdsByCode(shapes.data.features, references.data.regions) : null),
    [shapes.data, references.data],
  );

  const prepare = useCallback(async (echarts: typeof import('echarts/core')) => {
    const data = await loadRegionShapes();
    if (!echarts.getMap(regionMapName))
      echarts.registerMap(regionMapName, data as unknown as Parameters<typeof echarts.registerMap>[1]);
  }, []);

  const option = useMemo<EChartsCoreOption | null>(() => {
    if (!shapes.data || !idsByCode) return null;
    const selectedSet = new Set(selected);
    const data: RegionDatum[] = shapes.data.features.map(({ properties }) => {
      const regionId = idsByCode.get(properties.code) ?? null;
      const figure = regionId === null ? undefined : figures.get(regionId);
      const count = figure?.count ?? 0;
      const damage = figure?.damage ?? 0;
      const isSelected = regionId !== null && selectedSet.has(regionId);
      return {
        name: properties.code,
        value: metric === 'count' ? count : damage,
        regionId,
        label: nameOf(properties, locale),
        count,
        damage,
        ...(isSelected ? { itemStyle: { borderColor: '#f08c00', borderWidth: 2 } } : {}),
      };
    });
    const max = Math.max(1, ...data.map((d) => d.value));
    const format = (v: number) => (metric === 'count' ? formatNumber(v, locale) : formatCompact(v, locale));
    return {
      animation: false,
      aria: { enabled: false },
      tooltip: {
        trigger: 'item',
        confine: true,
        formatter: (params: { data?: RegionDatum }) => {
          const d = params.data;
          if (!d) return '';
          return [
            `<strong>${escapeHtml(d.label)}</strong>`,
            `${escapeHtml(t('analysis.columns.count'))}: ${formatNumber(d.count, locale)}`,
            `${escapeHtml(t('analysis.columns.damage'))}: ${formatNumber(d.damage, locale)} ₽`,
          ].join('<br/>');
        },
      },
      visualMap: {
        type: 'continuous',
        min: 0,
        max,
        orient: 'horizontal',
        left: 8,
        bottom: 4,
        itemWidth: 10,
        itemHeight: 120,
        calculable: false,
        realtime: false,
        text: [format(max), '0'],
        textStyle: { fontSize: 11 },
        inRange: { color: ['#eef3fa', '#8babd6', '#3567aa', '#1b3c6b'] },
      },
      series: [
        {
          type: 'map',
          map: regionMapName,
          nameProperty: 'code',
          projection: { project: projectAlbers, unproject: unprojectAlbers },
          roam: false,
          selectedMode: false,
          // A box, not layoutSize: ECharts keeps the aspect ratio and fills the wider side.
          left: 4,
          right: 4,
          top: 4,
          bottom: 34,
          label: { show: false },
          emphasis: { label: { show: false }, itemStyle: { areaColor: '#f59f00' } },
          itemStyle: { borderColor: '#ffffff', borderWidth: 0.6, areaColor: '#eef3fa' },
          data,
        },
      ],
    };
  }, [shapes.data, idsByCode, figures, metric, selected, locale, t]);

  const handleClick = useCallback(
    (event: EChartClick) => {
      const regionId = (event.data as RegionDatum | undefined)?.regionId;
      if (regionId != null) onRegionClick?.(regionId);
    },
    [onRegionClick],
  );

  if (shapes.isError || references.isError) {
    return (
      <Alert color="orange" variant="light" title={t('analysis.map.unavailable')}>
        {t('analysis.map.unavailable_text')}
      </Alert>
    );
  }
  if (!option)
    return (
      <Box ref={placeholder} h={height}>
        <Skeleton h="100%" radius="md" />
      </Box>
    );
  return (
    <EChart
      option={option}
      height={height}
      label={label}
      prepare={prepare}
      onItemClick={onRegionClick ? handleClick : undefined}
    />
  );
}
