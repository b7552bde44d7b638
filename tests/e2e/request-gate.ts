/**
 * A gate for requests a route handler holds (`await gate.passed`) until the test opens it, once it
 * has seen the page waiting: a state that lasts while a request is out, without a real delay.
 */
export function makeRequestGate(): { passed: Promise<void>; open: () => void } {
  let open = () => {};
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
}
