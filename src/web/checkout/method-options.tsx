export type PaidMethod = 'card' | 'paypal';

const METHODS: { method: PaidMethod; label: string; hint: string }[] = [
  { method: 'card', label: 'Credit or debit card', hint: 'Visa, Mastercard, American Express' },
  { method: 'paypal', label: 'PayPal', hint: 'Pay with your PayPal account' },
];

/** Card or PayPal, as a radio group. */
export function MethodOptions({
  selected,
  onChoose,
}: {
  selected: PaidMethod;
  onChoose: (method: PaidMethod) => void;
}) {
  return (
    <div role="radiogroup" aria-label="Payment method" className="grid grid-cols-2 gap-3">
      {METHODS.map(({ method, label, hint }) => {
        const checked = method === selected;
        return (
          <button
            key={method}
            type="button"
            role="radio"
            aria-checked={checked}
            onClick={() => onChoose(method)}
            className={`min-h-16 rounded-2xl border-2 bg-night-card p-3 text-left transition ${
              checked ? 'border-gold' : 'border-white/15 hover:border-white/40'
            }`}
          >
            <span className="block text-sm font-bold text-white">{label}</span>
            <span className="block text-xs text-indigo-200">{hint}</span>
          </button>
        );
      })}
    </div>
  );
}
