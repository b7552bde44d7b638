/** An event's create_time, but never in the future (clock skew); now when it has none. */
export function paypalEventTime(createTime: string | undefined, now: Date): Date {
  const at = createTime ? new Date(createTime) : now;
  return at.getTime() > now.getTime() ? now : at;
}
