import { Newspaper } from 'lucide-react';
import { usePageLocale } from '../site-content.tsx';

/** The News hero's picture: the outlets' stories as a fanned stack of press cards. */
export function PressCardStack({ stories }: { stories: readonly { publication: string; title: string; date: string }[] }) {
  const { date } = usePageLocale();
  const tilts = ['-rotate-3', 'rotate-2', '-rotate-1'];
  return (
    <div aria-hidden="true" className="hero-art relative grid gap-4">
      {stories.map((story, index) => (
        <div key={story.title} className={`rounded-2xl bg-white p-4 text-slate-800 shadow-xl ${tilts[index % tilts.length]} ${index % 2 ? 'ml-10' : 'mr-10'}`}>
          <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-teal-700 uppercase">
            <Newspaper className="size-4" />
            {story.publication}
          </p>
          <p className="mt-2 line-clamp-2 font-semibold text-navy-900">{story.title}</p>
          <p className="mt-1 text-xs text-slate-500">{date(story.date)}</p>
        </div>
      ))}
    </div>
  );
}
