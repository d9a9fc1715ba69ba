import { ActionIcon, Button, Drawer, Group, Paper, Stack, Switch, Text, ThemeIcon } from '@mantine/core';
import { IconGripVertical, IconLock } from '@tabler/icons-react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from '@/shared/i18n/use-translation';
import { defaultColumnSettings, moveColumn, setColumnVisible, type ColumnSetting } from '../lib/column-settings';
import { columnById, startupColumns } from '../lib/columns';

/** Width of side panels (spec part 2, section 9). */
const PANEL_WIDTH = 468;

export interface ColumnPickerProps {
  opened: boolean;
  onClose: () => void;
  columns: ColumnSetting[];
  onChange: (columns: ColumnSetting[]) => void;
}

/**
 * Which columns show and in what order: fixed columns are locked at the start, the others are
 * dragged by their handle (mouse, touch or keyboard: space, arrows, space) and switched on or off.
 */
export function ColumnPicker({ opened, onClose, columns, onChange }: ColumnPickerProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const fixed = columns.filter((column) => columnById.get(column.id)?.type === 'fixed');
  const movable = columns.filter((column) => columnById.get(column.id)?.type !== 'fixed');
  const label = (id: string) => t(`startupsList.columns.${id}` as 'startupsList.columns.company');

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onChange(moveColumn(columns, startupColumns, String(active.id), String(over.id)));
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={PANEL_WIDTH}
      title={t('startupsList.picker.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('startupsList.picker.hint')}
        </Text>
        {/* The drag announcements and instructions dnd-kit adds sit beside the list, not inside it. */}
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('startupsList.picker.title')}>
            {fixed.map((column) => (
              <Paper key={column.id} component="li" withBorder radius="md" px="sm" py={8} bg="gray.0">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon variant="transparent" color="gray" size="sm" aria-hidden>
                      <IconLock size={16} />
                    </ThemeIcon>
                    <Text fw={600}>{label(column.id)}</Text>
                  </Group>
                  <Text fz="xs" c="dimmed">
                    {t('startupsList.picker.fixed')}
                  </Text>
                </Group>
              </Paper>
            ))}
            <SortableContext items={movable.map((column) => column.id)} strategy={verticalListSortingStrategy}>
              {movable.map((column) => (
                <SortableColumn
                  key={column.id}
                  id={column.id}
                  label={label(column.id)}
                  visible={column.visible}
                  onVisible={(visible) => onChange(setColumnVisible(columns, startupColumns, column.id, visible))}
                />
              ))}
            </SortableContext>
          </Stack>
        </DndContext>
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => onChange(defaultColumnSettings(startupColumns))}>
            {t('startupsList.picker.reset')}
          </Button>
          <Button onClick={onClose}>{t('startupsList.picker.done')}</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}

function SortableColumn({ id, label, visible, onVisible }: { id: string; label: string; visible: boolean; onVisible: (visible: boolean) => void }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      withBorder
      radius="md"
      px="sm"
      py={8}
      shadow={isDragging ? 'md' : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition, position: 'relative', zIndex: isDragging ? 2 : undefined }}
      data-testid={`column-${id}`}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="sm"
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
            aria-label={t('startupsList.picker.drag', { column: label })}
          >
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
          <Text fw={600} c={visible ? undefined : 'dimmed'}>
            {label}
          </Text>
        </Group>
        <Switch checked={visible} onChange={(event) => onVisible(event.currentTarget.checked)} aria-label={t('startupsList.picker.show', { column: label })} />
      </Group>
    </Paper>
  );
}
