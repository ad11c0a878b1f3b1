import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigation } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A search box whose text reaches the URL once typing pauses. If the person is already leaving
 * the page when the pause ends (they clicked a result while the delay ran and the next page is
 * loading), the late update is dropped: writing this page's URL would cancel their navigation.
 */
export function useUrlSearch(current: string, apply: (value: string) => void, delayMs = 300) {
  const [text, setText] = useState(current);
  const settled = useDebouncedValue(text, delayMs);
  const navigation = useNavigation();
  const onSettled = useEffectEvent((value: string) => {
    if (value !== current && navigation.state === 'idle') apply(value);
  });
  useEffect(() => onSettled(settled), [settled]);
  return [text, setText] as const;
}
