import type { Tastemaker } from '#/domain/types';
import { SafeImage } from '../ui';
import { pictureOf } from '#/domain/images';

/** The guides the user may chat with in this city; choosing one switches the conversation. */
export function GuidePicker({
  guides,
  selectedId,
  onSelect,
}: {
  guides: Tastemaker[];
  selectedId: string;
  onSelect: (guide: Tastemaker) => void;
}) {
  return (
    <div role="group" aria-label="Choose your guide" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
      {guides.map((guide) => {
        const selected = guide.id === selectedId;
        return (
          <button
            key={guide.id}
            type="button"
            aria-pressed={selected}
            onClick={() => onSelect(guide)}
            className={`flex min-h-11 shrink-0 items-center gap-2 rounded-full border py-1 pl-1 pr-3 text-sm ${selected ? 'border-brand bg-brand/10' : 'border-app bg-card'}`}
          >
            <SafeImage {...pictureOf('tastemakers', guide)} alt="" className="h-8 w-8 rounded-full object-cover" />
            <span className="text-left leading-tight">
              <span className="block font-semibold">{guide.name}</span>
              <span className="block text-xs text-muted">{guide.is_tour_guide ? 'Local guide · free' : guide.title}</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
