// Settings: how distances read, kilometres (the default) or miles. Kept on
// this device (src/stores/units.ts) and applied by the one distance rule
// (src/domain/geo.ts, describeDistance) wherever a distance shows.
import { RadioGroup } from 'radix-ui';
import { useActiveCity } from '#/data/queries/active-city';
import { cityUnits, type DistanceUnits } from '#/domain/geo';
import { useUnitsStore } from '#/stores/units';

const OPTIONS: { value: DistanceUnits; label: string }[] = [
  { value: 'km', label: 'Kilometres' },
  { value: 'mi', label: 'Miles' },
];

export function DistanceUnitsSetting() {
  const { units, setUnits } = useUnitsStore();
  const city = useActiveCity()?.city;
  // New York's signs count in miles: say so by the choice, without changing it for the traveller.
  const local = city && cityUnits(city.country) === 'mi' ? city.name : null;
  return (
    <div className="space-y-1.5">
      <p id="units-label" className="text-sm font-medium">
        Distances
      </p>
      <RadioGroup.Root
        value={units}
        onValueChange={(value) => {
          const chosen = OPTIONS.find((option) => option.value === value);
          if (chosen) setUnits(chosen.value);
        }}
        aria-labelledby="units-label"
        aria-describedby="units-meaning"
        className="inline-flex rounded-full border border-app bg-card-2 p-0.5"
      >
        {OPTIONS.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            className="min-h-11 whitespace-nowrap rounded-full px-4 text-sm font-semibold text-muted data-[state=checked]:bg-brand-strong data-[state=checked]:text-white"
          >
            {option.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <p id="units-meaning" className="text-xs text-muted">
        How far places are shown, on cards, place pages and the map{local ? `. ${local}'s signs use miles` : ''}.
      </p>
    </div>
  );
}
