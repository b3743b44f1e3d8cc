// MUI's outlined TextField as its parts (FormControl, InputLabel, OutlinedInput, FormHelperText):
// the same DOM and look, without TextField's Select, NativeSelect, FilledInput and Input, which the
// sign-in page would otherwise fetch for nothing.
import { useId, type ChangeEvent, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface TextBoxProps {
  label: string;
  name?: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  fullWidth?: boolean;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
}

export function TextBox({ label, helperText, endAdornment, required, fullWidth, error, ...input }: TextBoxProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" variant="outlined" required={required} fullWidth={fullWidth} error={error}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput {...input} id={id} label={label} fullWidth={fullWidth} endAdornment={endAdornment} aria-describedby={helperId} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
