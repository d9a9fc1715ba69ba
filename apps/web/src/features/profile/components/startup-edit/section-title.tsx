import { Divider, Title } from '@mantine/core';

/** A heading inside a dialog tab, with a rule above all but the first. */
export function SectionTitle({ children, first = false }: { children: string; first?: boolean }) {
  return (
    <>
      {first ? null : <Divider my={4} />}
      <Title order={3} fz="md">
        {children}
      </Title>
    </>
  );
}
