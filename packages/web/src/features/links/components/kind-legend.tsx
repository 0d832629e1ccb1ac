import { Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { kindMarks, polygonPoints, type NodeKind } from '../lib/kind-marks';

const swatchSize = 18;

/** A kind's shape in its colour, as the graph draws it (a hidden node dashed). */
function KindSwatch({ kind, border }: { kind: NodeKind; border?: 'root' | 'cut' }) {
  const { color, shape } = kindMarks[kind];
  const points = polygonPoints(shape, swatchSize);
  const half = swatchSize / 2;
  const stroke =
    border === 'cut'
      ? { stroke: '#212529', strokeWidth: 3 }
      : border === 'root'
        ? { stroke: '#212529', strokeWidth: 2 }
        : kind === 'hidden'
          ? { stroke: '#495057', strokeWidth: 1.5, strokeDasharray: '3 2' }
          : {};
  return (
    <svg width={swatchSize} height={swatchSize} aria-hidden focusable="false" style={{ flex: 'none' }}>
      {points ? (
        <polygon points={points} fill={color} {...stroke} />
      ) : shape === 'ellipse' ? (
        <circle cx={half} cy={half} r={half - 2} fill={color} {...stroke} />
      ) : (
        <rect
          x={1.5}
          y={3}
          width={swatchSize - 3}
          height={swatchSize - 6}
          rx={shape === 'barrel' ? 6 : 3}
          fill={color}
          {...stroke}
        />
      )}
    </svg>
  );
}

/** What each colour and shape means, and the marks of the node searched for and of a cut one. */
export function KindLegend({ kinds }: { kinds: NodeKind[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="links-legend">
      <Title order={2} fz="sm" mb={6} id="links-legend">
        {t('links.legend.title')}
      </Title>
      <Group gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {kinds.map((kind) => (
          <Group key={kind} gap={6} wrap="nowrap" component="li" data-kind={kind}>
            <KindSwatch kind={kind} />
            <Text size="xs">{t(`links.kinds.${kind}`)}</Text>
          </Group>
        ))}
        <Group gap={6} wrap="nowrap" component="li">
          <KindSwatch kind="person" border="root" />
          <Text size="xs">{t('links.legend.root')}</Text>
        </Group>
        <Group gap={6} wrap="nowrap" component="li">
          <KindSwatch kind="plate" border="cut" />
          <Text size="xs">{t('links.legend.cut')}</Text>
        </Group>
      </Group>
    </Paper>
  );
}
