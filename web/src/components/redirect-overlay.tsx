import { Loader, Overlay, Stack, Text } from '@mantine/core';

/** Full-screen overlay shown between a successful form and the redirect that follows it. */
export function RedirectOverlay({ message }: { message: string }) {
  return (
    <Overlay fixed center blur={3} color="#fff" backgroundOpacity={0.85} zIndex={1000}>
      <Stack align="center" gap="md" role="status" aria-live="polite">
        <Loader size="lg" />
        <Text size="lg" fw={600}>
          {message}
        </Text>
      </Stack>
    </Overlay>
  );
}
