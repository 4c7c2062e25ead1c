import { Stack, Text, Title } from '@mantine/core';

export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
}: {
  id: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
}) {
  return (
    <Stack gap="sm" align="center" ta="center" mb={48} maw={720} mx="auto">
      <Text c="red.7" fw={700} tt="uppercase" fz="sm" style={{ letterSpacing: 1.2 }}>
        {eyebrow}
      </Text>
      <Title id={id} order={2} fz={{ base: 30, md: 38 }}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" fz="lg">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
