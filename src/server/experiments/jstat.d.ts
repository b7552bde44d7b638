// jstat ships no types: only what the experiments' statistics use.
declare module 'jstat' {
  type JStat = { beta: { inv(p: number, alpha: number, beta: number): number } };
  const jStat: JStat;
  export default jStat;
}
