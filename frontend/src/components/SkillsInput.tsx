/**
 * The skills input of spec §2/§4 (profile and the /test-skills pages): chips
 * with remove buttons, a text box, a plus button and a suggestion list from
 * the skills catalogue. An ARIA combobox: arrows move through suggestions,
 * Enter adds the highlighted one (or the typed text), Escape closes the list.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SKILL_CATEGORY_LABELS, SKILL_LIMITS, SKILL_QUERY_RULES, fieldError, skillKey, type SkillDTO } from '@conecta/common';
import { useCreateSkillMutation, useSearchSkillsQuery } from '../features/profile/profileApi';

/** spec §4: the list stays open this long after blur so a click on a suggestion still lands. */
export const SKILLS_CLOSE_DELAY_MS = 200;

export interface SkillsInputState {
  text: string;
  suggestions: SkillDTO[];
  skills: string[];
  open: boolean;
}

interface SkillsInputProps {
  value: string[];
  onChange: (skills: string[]) => void;
  label?: string;
  /** For the debug page: the component's state as it changes. */
  onStateChange?: (state: SkillsInputState) => void;
}

export function SkillsInput({ value, onChange, label = 'Competências', onStateChange }: SkillsInputProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [createSkill, { isLoading: creating }] = useCreateSkillMutation();

  const query = text.trim();
  // The rule the server reads q with (its length, the one text rule): a search it would refuse is not sent.
  const searchable = fieldError(SKILL_QUERY_RULES.q, query) === undefined;
  const { data, isFetching, isError } = useSearchSkillsQuery(query, { skip: !searchable });

  const chosenKeys = useMemo(() => new Set(value.map(skillKey)), [value]);
  const suggestions = useMemo(
    () => (searchable && data ? data.filter((s) => !chosenKeys.has(skillKey(s.name))).slice(0, SKILL_LIMITS.suggestions) : []),
    [searchable, data, chosenKeys],
  );

  useEffect(() => onStateChange?.({ text, suggestions, skills: value, open }), [onStateChange, text, suggestions, value, open]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const add = useCallback(
    async (raw: string) => {
      const name = raw.trim();
      if (!name || chosenKeys.has(skillKey(name))) {
        setText('');
        return;
      }
      const known = data?.find((s) => skillKey(s.name) === skillKey(name));
      let finalName = known?.name;
      if (!finalName) {
        try {
          finalName = (await createSkill({ name, category: 'technical' }).unwrap()).name;
        } catch {
          // The toast 'Erro ao adicionar competência' comes from the mutation listener; nothing is added.
          return;
        }
      }
      if (!chosenKeys.has(skillKey(finalName))) onChange([...value, finalName]);
      setText('');
      setActive(-1);
    },
    [chosenKeys, createSkill, data, onChange, value],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const picked = open && active >= 0 ? suggestions[active] : undefined;
      void add(picked ? picked.name : text);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const showList = open && searchable;
  const activeId = showList && active >= 0 && active < suggestions.length ? `${id}-opt-${active}` : undefined;

  return (
    <Box>
      <Box component="ul" aria-label={`${label} escolhidas`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: value.length ? 1.5 : 0 }}>
        {value.map((skill) => (
          <li key={skill}>
            <Chip
              label={skill}
              onDelete={() => onChange(value.filter((s) => s !== skill))}
              deleteIcon={
                <IconButton size="small" aria-label={`Remover ${skill}`}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            />
          </li>
        ))}
      </Box>
      <Box sx={{ position: 'relative' }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={label}
            value={text}
            fullWidth
            size="small"
            placeholder="Digite uma competência"
            helperText={query.length > 0 && query.length < SKILL_LIMITS.queryMin ? 'Digite pelo menos 3 caracteres para ver sugestões' : ' '}
            onChange={(event) => {
              setText(event.target.value);
              setActive(-1);
              setOpen(true);
            }}
            onFocus={() => {
              clearTimeout(closeTimer.current);
              setOpen(true);
            }}
            onBlur={() => {
              closeTimer.current = setTimeout(() => {
                setOpen(false);
                setActive(-1);
              }, SKILLS_CLOSE_DELAY_MS);
            }}
            onKeyDown={onKeyDown}
            slotProps={{
              htmlInput: {
                role: 'combobox',
                'aria-expanded': showList,
                // Only while the list is in the page: an id reference to nothing is invalid ARIA.
                'aria-controls': showList ? listId : undefined,
                'aria-autocomplete': 'list',
                'aria-activedescendant': activeId,
                maxLength: SKILL_LIMITS.nameMax,
              },
            }}
          />
          <IconButton aria-label="Adicionar competência" onClick={() => void add(text)} disabled={creating} sx={{ mt: 0.25 }}>
            {creating ? <CircularProgress size={20} aria-label="Adicionando..." /> : <AddIcon />}
          </IconButton>
        </Box>
        {showList ? (
          <Paper elevation={4} sx={{ position: 'absolute', zIndex: 10, left: 0, right: 48, top: 44, maxHeight: 320, overflowY: 'auto' }}>
            <Box component="ul" role="listbox" id={listId} aria-label="Sugestões de competências" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {suggestions.map((skill, index) => (
                <Box
                  component="li"
                  key={skill.id}
                  id={`${id}-opt-${index}`}
                  role="option"
                  aria-selected={index === active}
                  // mousedown, not click: the option is picked before the input's blur timer matters.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    void add(skill.name);
                  }}
                  sx={{ px: 2, py: 1, cursor: 'pointer', display: 'flex', justifyContent: 'space-between', gap: 2, bgcolor: index === active ? 'action.selected' : undefined, '&:hover': { bgcolor: 'action.hover' } }}
                >
                  <span>{skill.name}</span>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {SKILL_CATEGORY_LABELS[skill.category]}
                  </Typography>
                </Box>
              ))}
            </Box>
            {isFetching && suggestions.length === 0 ? (
              <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
                Buscando sugestões...
              </Typography>
            ) : isError ? (
              <Typography role="alert" variant="body2" color="error" sx={{ px: 2, py: 1 }}>
                Não foi possível carregar as sugestões.
              </Typography>
            ) : suggestions.length === 0 ? (
              <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
                Nenhuma sugestão. Pressione Enter para criar &quot;{query}&quot;.
              </Typography>
            ) : null}
          </Paper>
        ) : null}
      </Box>
    </Box>
  );
}
